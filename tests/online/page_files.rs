//! The page's files from `plot4 serve --web`: the brotli or gzip copy web/build.sh writes beside
//! a file, as the browser's Accept-Encoding allows, with its type, its encoding, `Vary` and a
//! validator that lets a copy the browser holds be confirmed rather than sent again.

use crate::harness::Server;
use std::io::{Read, Write};
use std::net::TcpStream;

/// An answer: its status code, its headers (names in lower case) and its body.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// `GET path` with the request's extra header lines.
fn get(port: u16, path: &str, extra: &str) -> Answer {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connected");
    stream
        .set_read_timeout(Some(crate::harness::PATIENCE))
        .expect("timeout");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{extra}\r\n"
    )
    .expect("written");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("read");
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("the end of the headers");
    let head = String::from_utf8_lossy(&raw[..end]).to_string();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse().ok())
        .expect("a status line");
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: raw[end + 4..].to_vec(),
    }
}

#[test]
fn precompressed_copies_are_sent_as_the_browser_accepts() {
    let web = tempfile::tempdir().expect("a temp dir");
    let files: [(&str, &[u8]); 6] = [
        ("index.html", b"<title>Plot 4</title>"),
        ("plot4.wasm", b"\0asm plain"),
        ("plot4.wasm.br", b"brotli copy"),
        ("plot4.wasm.gz", b"gzip copy"),
        ("manifest.webmanifest", b"{}"),
        ("manifest.webmanifest.gz", b"gzip manifest"),
    ];
    for (name, bytes) in files {
        std::fs::write(web.path().join(name), bytes).expect("written");
    }
    let folder = web.path().to_str().expect("a UTF-8 path").to_string();
    let server = Server::start(&["--web", &folder]);
    let port = server.port;

    // Chromium's Accept-Encoding takes brotli, the best copy.
    let chromium = "Accept-Encoding: gzip, deflate, br, zstd\r\n";
    let brotli = get(port, "/plot4.wasm", chromium);
    assert_eq!(brotli.status, 200);
    assert_eq!(brotli.body, b"brotli copy");
    assert_eq!(brotli.header("content-encoding"), Some("br"));
    assert_eq!(brotli.header("content-type"), Some("application/wasm"));
    assert_eq!(brotli.header("vary"), Some("Accept-Encoding"));
    // Brotli refused, or not offered: gzip.
    for accept in ["gzip", "br;q=0, gzip;q=0.8", "gzip, *;q=0"] {
        let gzip = get(
            port,
            "/plot4.wasm",
            &format!("Accept-Encoding: {accept}\r\n"),
        );
        assert_eq!(gzip.body, b"gzip copy", "{accept}");
        assert_eq!(gzip.header("content-encoding"), Some("gzip"), "{accept}");
        assert_eq!(gzip.header("content-type"), Some("application/wasm"));
    }
    // Neither: the file itself, still marked as varying with the encoding asked.
    for extra in [
        "",
        "Accept-Encoding: identity\r\n",
        "Accept-Encoding: br;q=0, gzip;q=0\r\n",
    ] {
        let plain = get(port, "/plot4.wasm", extra);
        assert_eq!(plain.body, b"\0asm plain", "{extra}");
        assert_eq!(plain.header("content-encoding"), None, "{extra}");
        assert_eq!(plain.header("vary"), Some("Accept-Encoding"));
    }
    // Only a gzip copy: brotli asked, gzip sent; the manifest's own type.
    let manifest = get(port, "/manifest.webmanifest", chromium);
    assert_eq!(manifest.body, b"gzip manifest");
    assert_eq!(manifest.header("content-encoding"), Some("gzip"));
    assert_eq!(
        manifest.header("content-type"),
        Some("application/manifest+json")
    );
    // No copy at all: the page itself, at / as by name.
    for path in ["/", "/index.html"] {
        let page = get(port, path, chromium);
        assert_eq!(page.body, b"<title>Plot 4</title>");
        assert_eq!(page.header("content-encoding"), None);
    }
    // A copy's name is not a way around the folder's rule.
    assert_eq!(get(port, "/../plot4.wasm.br", chromium).status, 404);

    // The validator: the copy held is confirmed with no body; another encoding's tag, or an
    // older one, gets the file.
    let tag = brotli.header("etag").expect("an ETag").to_string();
    let held = get(
        port,
        "/plot4.wasm",
        &format!("{chromium}If-None-Match: {tag}\r\n"),
    );
    assert_eq!(held.status, 304);
    assert!(held.body.is_empty());
    assert_eq!(held.header("etag"), Some(tag.as_str()));
    let gzip_asked = get(
        port,
        "/plot4.wasm",
        &format!("Accept-Encoding: gzip\r\nIf-None-Match: {tag}\r\n"),
    );
    assert_eq!(gzip_asked.status, 200);
    assert_eq!(gzip_asked.body, b"gzip copy");
    // A new build: the copy changes, and its tag with it.
    std::fs::write(web.path().join("plot4.wasm.br"), b"a new build's copy").expect("written");
    let rebuilt = get(
        port,
        "/plot4.wasm",
        &format!("{chromium}If-None-Match: {tag}\r\n"),
    );
    assert_eq!(rebuilt.status, 200);
    assert_eq!(rebuilt.body, b"a new build's copy");
    assert_ne!(rebuilt.header("etag"), Some(tag.as_str()));
}
