# Sourced first by start.sh and test.sh: everything after it (npm, pnpm, turbo, the tests and the
# server) runs on Node 24. A machine whose own Node is another version gets Node 24 from the npm
# registry (the node-<platform>-<arch> package ships bin/node) into .cache/node-24, once.
NODE_MAJOR=24
NODE_CACHE="$PWD/.cache/node-$NODE_MAJOR"

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$NODE_MAJOR" ]; then
  if [ ! -x "$NODE_CACHE/bin/node" ]; then
    node_package="node-$(node -p 'process.platform + "-" + process.arch')"
    echo "Node $(node -v) here: fetching Node $NODE_MAJOR ($node_package) from the npm registry"
    node_download=$(mktemp -d)
    (cd "$node_download" && npm pack --silent "$node_package@$NODE_MAJOR" >/dev/null)
    mkdir -p "$node_download/unpacked" "$(dirname "$NODE_CACHE")"
    tar -xzf "$node_download"/*.tgz -C "$node_download/unpacked" --strip-components=1
    # Moved into place whole, so an interrupted download never leaves half a Node behind.
    rm -rf "$NODE_CACHE"
    mv "$node_download/unpacked" "$NODE_CACHE"
    rm -rf "$node_download"
  fi
  export PATH="$NODE_CACHE/bin:$PATH"
  hash -r
fi
echo "Node $(node -v)"
