"""`mdm dev-cert`: a throwaway certificate authority and a server certificate signed by it,
for trying HTTPS on one machine. Clients verify the server with the CA file (`curl --cacert`,
`httpx.Client(verify=...)`); nothing is installed in a trust store."""

import ipaddress
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from mdm.core.time import utcnow


@dataclass(frozen=True)
class DevCertificate:
    """The files written: the CA certificate, the server certificate and its private key."""

    ca: Path
    cert: Path
    key: Path


def _name(common_name: str) -> x509.Name:
    """Builds a subject or issuer name."""
    return x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "mdm development"),
            x509.NameAttribute(NameOID.COMMON_NAME, common_name),
        ]
    )


def _alt_name(name: str) -> x509.GeneralName:
    """Reads a host name or an IP address as a subject alternative name."""
    try:
        return x509.IPAddress(ipaddress.ip_address(name))
    except ValueError:
        return x509.DNSName(name)


def write_dev_certificate(directory: str | Path, *, names: list[str], days: int) -> DevCertificate:
    """Writes `ca.pem`, `cert.pem` (server certificate, then the CA) and `key.pem` (mode 0600)."""
    now = utcnow()
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = _name("mdm development CA")
    ca_cert = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(minutes=5))
        .not_valid_after(now + timedelta(days=days))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    server_key = ec.generate_private_key(ec.SECP256R1())
    server_cert = (
        x509.CertificateBuilder()
        .subject_name(_name(names[0]))
        .issuer_name(ca_name)
        .public_key(server_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(minutes=5))
        .not_valid_after(now + timedelta(days=days))
        .add_extension(x509.SubjectAlternativeName([_alt_name(n) for n in names]), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False
        )
        .sign(ca_key, hashes.SHA256())
    )
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    made = DevCertificate(ca=out / "ca.pem", cert=out / "cert.pem", key=out / "key.pem")
    pem = serialization.Encoding.PEM
    made.ca.write_bytes(ca_cert.public_bytes(pem))
    made.cert.write_bytes(server_cert.public_bytes(pem) + ca_cert.public_bytes(pem))
    made.key.touch(mode=0o600)
    made.key.chmod(0o600)
    made.key.write_bytes(
        server_key.private_bytes(pem, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return made
