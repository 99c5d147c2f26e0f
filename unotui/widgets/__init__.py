"""Widgets of the table screen; each renders from a core view (plain dict) and nothing else."""
