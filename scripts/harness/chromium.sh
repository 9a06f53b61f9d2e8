#!/usr/bin/env bash
# Debian's Chromium as Playwright starts it (scripts/harness/browser.ts, chromiumLaunchOptions),
# with one change to what Playwright asks of it. Playwright runs every evaluate and every locator
# query with `userGesture: true` (CDP Runtime.callFunctionOn), which gives the page a user
# activation as a click does: a page the test merely read would be allowed a popup for the next 5
# seconds, and the popup blocker would let through what a lecturer's browser blocks. Playwright's
# commands reach Chromium on fd 3 (--remote-debugging-pipe), one JSON message per NUL byte; perl
# (Debian's perl-base, always installed) turns that flag off in those two commands and changes
# nothing else. Clicks and keys (CDP Input) still activate the page, as a person's do. (sed cannot
# do it: it holds each message until the next one arrives, to know whether it was the last.)
# Chromium exits only once its end of fd 3 is closed, and Playwright closes its own only after
# Chromium has exited: perl, between the two, ends when it has passed on Browser.close. (Without
# that, every close waited for Playwright to kill the browser after 30 s.)
set -euo pipefail
exec /usr/bin/chromium "$@" 3< <(exec perl -0 -ne 'BEGIN { $| = 1 }
  s/^(\{"id":\d+,"method":"Runtime\.(?:callFunctionOn|evaluate)",.*)"userGesture":true/$1"userGesture":false/s;
  print; exit if /^\{(?:"id":-?\d+,)?"method":"Browser\.close"/' <&3)
