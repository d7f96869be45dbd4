#!/usr/bin/env bash
# Install the built app for the current user, with a menu entry and an icon (no root needed).
#
#   packaging/linux/install-linux.sh [BUILT_FOLDER]      (default: dist/rookraiders-desktop)
#   packaging/linux/install-linux.sh --uninstall
#
# Copies the folder made by `python packaging/build.py` to ~/.local/share/rookraiders-desktop,
# the desktop entry to ~/.local/share/applications (its Exec pointing at the copy), the icons to
# ~/.local/share/icons/hicolor/<size>/apps and the AppStream metadata to ~/.local/share/metainfo.
# Honours $XDG_DATA_HOME instead of ~/.local/share.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
packaging="$(dirname "$here")"
root="$(dirname "$packaging")"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
name=rookraiders-desktop
app_id=io.github.rookraiders.desktop
target="$data/$name"
sizes=(16 24 32 48 64 128 256 512)

refresh_caches() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
  # only refresh an icon cache that exists: a new one would hide other apps' later icons
  if [ -f "$data/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
  fi
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$target"
  rm -f "$data/applications/$name.desktop" "$data/metainfo/$app_id.metainfo.xml"
  for size in "${sizes[@]}"; do rm -f "$data/icons/hicolor/${size}x${size}/apps/$name.png"; done
  rm -f "$data/icons/hicolor/scalable/apps/$name.svg"
  refresh_caches
  echo "Uninstalled $name."
  exit 0
fi

built="${1:-$root/dist/$name}"
if [ ! -x "$built/$name" ]; then
  echo "No built app in $built (expected the executable $built/$name)." >&2
  echo "Build it first: python packaging/build.py" >&2
  exit 1
fi
built="$(cd "$built" && pwd)"

# The app folder: replaced whole, so no file of an older version stays behind.
if [ "$built" != "$target" ]; then
  mkdir -p "$data"
  rm -rf "$target.new"
  cp -a "$built" "$target.new"
  rm -rf "$target"
  mv "$target.new" "$target"
fi

# The desktop entry, started by its full path (~/.local/bin need not be on PATH).
mkdir -p "$data/applications"
sed -e "s|^Exec=.*|Exec=\"$target/$name\"|" -e "s|^TryExec=.*|TryExec=$target/$name|" \
  "$here/$name.desktop" > "$data/applications/$name.desktop"
chmod 644 "$data/applications/$name.desktop"

# The icons of the hicolor theme, every size, and the SVG source as the scalable one.
for size in "${sizes[@]}"; do
  install -D -m 644 "$packaging/icons/png/$name-$size.png" "$data/icons/hicolor/${size}x${size}/apps/$name.png"
done
install -D -m 644 "$packaging/icons/$name.svg" "$data/icons/hicolor/scalable/apps/$name.svg"

install -D -m 644 "$here/$app_id.metainfo.xml" "$data/metainfo/$app_id.metainfo.xml"
refresh_caches

echo "Installed $name in $target"
echo "  menu entry: $data/applications/$name.desktop"
echo "  start it from the desktop's application menu, or: \"$target/$name\""
