#!/usr/bin/env bash
# Installs Debian's Chromium and the fonts the visual baselines were drawn with, when missing.
# Playwright cannot download its own browser here, so every browser test uses this one; CI installs
# it the same way (in a Debian bookworm container), so the same baselines hold there.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=(chromium fonts-liberation fonts-dejavu-core fonts-dejavu-extra)
fonts=("${packages[@]:1}")
if [ -x "$chromium_path" ] && dpkg -s "${fonts[@]}" >/dev/null 2>&1; then
  exit 0
fi

echo "Installing Debian's Chromium and fonts (${packages[*]})..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd="sudo"
  else
    echo "Chromium or its fonts are missing and this user cannot install packages: run 'apt-get install ${packages[*]}' as root." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
"$chromium_path" --version
