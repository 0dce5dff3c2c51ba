"""The web console for admins and data stewards: server-rendered pages over the domain services."""
