"""The rules core: cards, the plugin contract, matches and the game registry.

Nothing in this package (or in engines, games, ai, sheets, storage) imports Qt;
tests/core/test_no_qt.py checks it.
"""
