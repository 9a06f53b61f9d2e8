#!/usr/bin/env bash
# Installs the Debian packages the browser tests and the bench need, the ones missing only:
#  - chromium (driven by playwright-core; `npx playwright install` cannot work here),
#  - firefox-esr (driven by puppeteer-core over WebDriver BiDi),
#  - webkit2gtk-driver (WebKitWebDriver and its MiniBrowser: WebKit, driven by webdriverio), with
#    xvfb and xauth for the display MiniBrowser needs (xvfb-run),
#  - openssl (the external-host stand-in's throwaway TLS certificate),
#  - nginx (serves the build with the shipped deploy/nginx.conf.template).
# Does nothing when all are present. Runs apt-get through sudo unless it is root.
set -euo pipefail
missing=()
need() { [ -x "$1" ] || missing+=("$2"); }
need /usr/bin/chromium chromium
need /usr/bin/firefox-esr firefox-esr
need /usr/bin/WebKitWebDriver webkit2gtk-driver
need /usr/bin/Xvfb xvfb
need /usr/bin/xvfb-run xvfb
need /usr/bin/xauth xauth
need /usr/bin/openssl openssl
need /usr/sbin/nginx nginx-light
[ ${#missing[@]} -eq 0 ] && exit 0
# Each package once, in the order named.
readarray -t packages < <(printf '%s\n' "${missing[@]}" | awk '!seen[$0]++')
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
echo "Installing ${packages[*]} (Debian packages) …"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
# Debian starts nginx on port 80 after installing it; the tests run their own instances.
$SUDO service nginx stop >/dev/null 2>&1 || true
