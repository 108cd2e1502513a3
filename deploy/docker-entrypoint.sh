#!/bin/sh
# Renders the site's server block from the environment and starts nginx in the foreground (deploy/Dockerfile).
# The configuration is assembled in /run/portal; the files under /etc/portal stay as built. The master
# process runs as root (it reads the key, binds the port and opens /dev/stdout, which an unprivileged user
# may not open), the workers as www-data, as in the official nginx image.
set -eu

: "${PORTAL_BACKEND:?PORTAL_BACKEND must name the GraphQL backend origin, e.g. http://api.interna:8080}"
for file in "$PORTAL_TLS_CERT" "$PORTAL_TLS_KEY"; do
  if [ ! -r "$file" ]; then
    echo "TLS: cannot read $file (mount the certificate and key, or set PORTAL_TLS_CERT and PORTAL_TLS_KEY)" >&2
    exit 1
  fi
done

# Who sends Strict-Transport-Security and redirects plain HTTP to HTTPS: nginx, or a proxy in front of it.
: "${PORTAL_TLS_TERMINATION:=nginx}"
case "$PORTAL_TLS_TERMINATION" in
  nginx|proxy) ;;
  *)
    echo "PORTAL_TLS_TERMINATION: nginx (HSTS and the redirect from plain HTTP) or proxy (neither), not $PORTAL_TLS_TERMINATION" >&2
    exit 1
    ;;
esac

conf=/run/portal/conf
mkdir -p "$conf" /run/portal/temp
cp /etc/portal/nginx.conf "$conf/nginx.conf"
cp -R /etc/portal/snippets "$conf/"
# Only these variables: nginx's own ($uri, $host…) stay as they are.
vars='${PORTAL_LISTEN} ${PORTAL_SERVER_NAME} ${PORTAL_ROOT} ${PORTAL_TLS_CERT} ${PORTAL_TLS_KEY} ${PORTAL_BACKEND} ${PORTAL_HTTP_LISTEN}'
envsubst "$vars" < /etc/portal/portal.conf.template > "$conf/portal.conf"
envsubst "$vars" < /etc/portal/tls-termination/$PORTAL_TLS_TERMINATION.conf.template > "$conf/tls-termination.conf"

if [ "$#" -eq 0 ]; then
  set -- nginx -p /run/portal/ -c "$conf/nginx.conf" -g 'daemon off; user www-data;'
fi
exec "$@"
