"""Development tools run from a checkout (simulate, policies, benchmarks): not part of the shipped package.

They may import the test fixtures (`tests.fixtures`); nothing in `bot/` imports them except the lazy
`python -m bot simulate|bench` delegation in bot/__main__.py.
"""
