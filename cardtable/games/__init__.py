"""The built-in games, one package each: rules.py (the state machine),
ai.py (the heuristic player), rules.md (help text), __init__.py (GAME)."""
