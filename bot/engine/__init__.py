"""The rules of Holding On, pure and deterministic."""
