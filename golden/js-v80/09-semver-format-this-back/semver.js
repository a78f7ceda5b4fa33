'use strict'

class SemVer {
  constructor (major, minor, patch, pre) {
    this.major = major
    this.minor = minor
    this.patch = patch
    this.prerelease = pre
    this.format()
  }

  format () {
    this.version = `${this.major}.${this.minor}.${this.patch}`
    if (this.prerelease.length) {
      this.version += `-${this.prerelease.join('.')}`
    }
    return this.version
  }

  toString () {
    return this.version
  }

  compareMain (other) {
    if (!(other instanceof SemVer)) {
      other = new SemVer(other, this.options)
    }

    if (this.major < other.major) {
      return -1
    }
    if (this.major > other.major) {
      return 1
    }
    if (this.minor < other.minor) {
      return -1
    }
    if (this.minor > other.minor) {
      return 1
    }
    if (this.patch < other.patch) {
      return -1
    }
    if (this.patch > other.patch) {
      return 1
    }
    return 0
  }
}

const v = new SemVer(1, 2, 3, ['beta'])
const w = new SemVer(1, 0, 0, [])
const s = v.toString()
console.log(s, v.compareMain(w))
