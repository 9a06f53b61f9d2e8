#!/usr/bin/env bash
# Installs the Debian packages the browser tests and the bench need: chromium (driven by
# playwright-core; `npx playwright install` cannot work here) and nginx (serves the build with
# the shipped deploy/nginx.conf.template). Does nothing when both are present.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
echo "Installing ${missing[*]} (Debian packages) …"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian starts nginx on port 80 after installing it; the tests run their own instances.
$SUDO service nginx stop >/dev/null 2>&1 || true
