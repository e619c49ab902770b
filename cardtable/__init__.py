"""Card Table: a desktop card table for classic and little-known card games."""

__version__ = "0.1.0"
