"""Crésus rivals: valuation, policies and levels, the rival factory, odds tables and the tournament simulator."""
