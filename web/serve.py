#!/usr/bin/env python3
"""make serve-web: serves build/web on localhost with the headers that make the page cross-origin
isolated (COOP same-origin + COEP require-corp), so SharedArrayBuffer and the threaded build work.
Usage: serve.py [DIR] [PORT] [--no-isolation] (without the headers: the page's one-thread build)."""
import functools, http.server, sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript"}

    isolate = True

    def end_headers(self):
        if self.isolate:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        pass


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    Handler.isolate = "--no-isolation" not in sys.argv
    root = args[0] if args else "build/web"
    port = int(args[1]) if len(args) > 1 else 8080
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=root))
    print(f"serving {root} on http://127.0.0.1:{port}/" + (" (cross-origin isolated)" if Handler.isolate else ""), flush=True)
    srv.serve_forever()
