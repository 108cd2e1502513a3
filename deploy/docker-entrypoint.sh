#!/bin/sh
# Writes the configuration from the environment and starts nginx in the foreground (deploy/Dockerfile).
# build/nginxConfigFiles.ts checks every PORTAL_* and VITE_* setting and, when one is wrong, says which and
# exits with 1 (the container does not start); else it writes nginx's configuration and the app's /config.js
# to /run/portal/conf, the files under /etc/portal staying as built. The master process runs as root (it
# reads the key, binds the port and opens /dev/stdout, which an unprivileged user may not open), the workers
# as www-data, as in the official nginx image.
set -eu

conf=/run/portal/conf
mkdir -p "$conf" /run/portal/temp
node /usr/local/lib/portal/nginxConfigFiles.ts --etc /etc/portal --out "$conf"

if [ "$#" -eq 0 ]; then
  set -- nginx -p /run/portal/ -c "$conf/nginx.conf" -g 'daemon off; user www-data;'
fi
exec "$@"
