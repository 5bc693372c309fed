#!/usr/bin/env bash
# Installs Debian's Chromium (and the Liberation fonts its rendering is checked with) when missing.
# Playwright cannot download its own browser here, so every browser test uses this one.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ] && dpkg -s fonts-liberation >/dev/null 2>&1; then
  exit 0
fi

echo "Installing Debian's Chromium (not found at $chromium_path)..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd="sudo"
  else
    echo "Chromium is missing and this user cannot install packages: run 'apt-get install chromium fonts-liberation' as root." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$chromium_path" --version
