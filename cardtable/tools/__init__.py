"""Tools around the games: headless simulation support, terminal play, screenshots."""
