"""Console sign-in: passwords, server-side sessions and one-time password links."""
