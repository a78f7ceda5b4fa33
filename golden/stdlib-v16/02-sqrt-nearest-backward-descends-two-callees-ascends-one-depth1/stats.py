"""Mean and RMS of sensor readings in binary fixed point."""
from intround import _div_nearest, _rshift_nearest, _sqrt_nearest


def mean_q(samples, frac_bits):
    total = 0
    for s in samples:
        total += s << frac_bits
    return _div_nearest(total, len(samples))


def rms_q(samples, frac_bits):
    squares = 0
    peak = 0
    for s in samples:
        squares += (s * s) << (2 * frac_bits)
        peak = max(peak, abs(s))
    mean_sq = _div_nearest(squares, len(samples))
    root = _sqrt_nearest(mean_sq, 1 << frac_bits)
    return _rshift_nearest(root, frac_bits), peak


def report(readings, bits=8):
    clean = [r for r in readings if r is not None]
    avg = mean_q(clean, bits)
    rms, peak = rms_q(clean, bits)
    return avg / (1 << bits), rms, peak


if __name__ == "__main__":
    print(report([3, None, -4, 5, 0]))
