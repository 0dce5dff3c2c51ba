"""Liveness and readiness of the service and the parts it depends on."""
