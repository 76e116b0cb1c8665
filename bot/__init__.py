"""Holding On table bot: a Discord table for campaigns of Holding On."""
