"""Barbu: seven contracts for each of four declarers, with doubling."""
