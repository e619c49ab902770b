"""Computer players, generic over the plugin contract (see core.game.Agent)."""
