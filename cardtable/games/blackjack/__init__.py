"""Blackjack (casino 21): each box plays against the dealer (the house)."""
