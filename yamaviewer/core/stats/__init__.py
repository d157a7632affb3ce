"""Player statistics over records, and what the verified wall says luck did."""
