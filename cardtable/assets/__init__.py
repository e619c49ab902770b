"""Bundled artwork, shipped as package data."""
