"""Shared rule blocks reused by several games (tricks, shedding, ...).

These are small pure functions over cards, so every trick-taking game uses the
same follow-suit rule and every shedding game the same matching and drawing.
"""
