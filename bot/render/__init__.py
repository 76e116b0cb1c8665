"""Turning engine events and views into words and pictures; never reads the state itself."""
