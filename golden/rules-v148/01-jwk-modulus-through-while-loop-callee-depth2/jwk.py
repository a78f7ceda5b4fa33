"""Publish the public numbers of a toy RSA key as JWK members and read them back."""
from b64util import from_base64url_uint, to_base64url_uint


def jwk_fields(modulus, exponent):
    n_field = to_base64url_uint(modulus)
    e_field = to_base64url_uint(exponent)
    fields = {"kty": "RSA"}
    fields["n"] = n_field.decode("ascii")
    fields["e"] = e_field.decode("ascii")
    return fields


def round_trip(fields):
    modulus = from_base64url_uint(fields["n"])
    exponent = from_base64url_uint(fields["e"])
    return modulus, exponent


PUBLIC_EXPONENT = 65537
key = jwk_fields(3233, PUBLIC_EXPONENT)
print(key)
print(round_trip(key))
