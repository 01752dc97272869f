//! Real processes for the online tests: `plot4 serve` on a free port, `redis-server` on
//! another, terminal clients with their standard input and output piped, and a raw WebSocket
//! for saying what no honest client would. Everything waits for lines, never for time; a wait
//! that sees nothing for a long while fails rather than hanging CI.

use plot4::online::protocol::{read_server, ServerMessage};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::Duration;

/// Long enough for a loaded CI machine; a wait past it is a failure, not a figure.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// `plot4` with none of the caller's settings.
pub fn plot4() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_plot4"));
    command
        .env_remove("RUST_LOG")
        .env_remove("PLOT4_SERVER")
        .env_remove("PLOT4_DATA_DIR")
        .env_remove("DISPLAY");
    command
}

/// A process whose standard output is read line by line.
pub struct Process {
    child: Child,
    lines: Receiver<String>,
    input: Option<ChildStdin>,
    /// Every line read so far, for failure messages.
    pub seen: Vec<String>,
    name: String,
}

impl Process {
    /// Starts `command` with piped standard input and output.
    pub fn start(name: &str, mut command: Command) -> Process {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {name}: {e}"));
        let (sender, lines) = channel();
        let stdout = child.stdout.take().expect("piped");
        let stderr = child.stderr.take().expect("piped");
        let tag = name.to_string();
        let err_sender = sender.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if line.contains("panicked") {
                    eprintln!("{tag} PANICKED: {line}");
                }
                if err_sender.send(format!("stderr: {line}")).is_err() {
                    return;
                }
            }
        });
        let input = child.stdin.take();
        Process {
            child,
            lines,
            input,
            seen: Vec::new(),
            name: name.to_string(),
        }
    }

    /// Waits for a line that starts with `start`; returns it.
    pub fn expect(&mut self, start: &str) -> String {
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.starts_with(start) {
                        return line;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!(
                        "{}: no line starting {start:?}; saw {:#?}",
                        self.name, self.seen
                    )
                }
                Err(RecvTimeoutError::Disconnected) => panic!(
                    "{}: ended without a line starting {start:?}; saw {:#?}",
                    self.name, self.seen
                ),
            }
        }
    }

    /// Writes a line to its standard input.
    pub fn say(&mut self, line: &str) {
        let input = self.input.as_mut().expect("standard input is open");
        writeln!(input, "{line}").expect("the process reads its input");
        input.flush().expect("flushed");
    }

    /// The exit code, once it has ended by itself.
    pub fn wait(&mut self) -> Option<i32> {
        self.input.take();
        self.child.wait().expect("waited").code()
    }

    /// Ends it at once, as a crash would (SIGKILL).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Stops it as an operator would (SIGTERM).
    pub fn terminate(&mut self) {
        let _ = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status();
    }

    /// The moves (`Red 4`) and the result among the lines seen.
    pub fn game_lines(&self) -> Vec<String> {
        self.seen
            .iter()
            .filter(|line| {
                line.starts_with("Red ")
                    || line.starts_with("Yellow ")
                    || line.starts_with("result:")
            })
            .cloned()
            .collect()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A `plot4 serve`.
pub struct Server {
    /// The process.
    pub process: Process,
    /// Its port.
    pub port: u16,
    args: Vec<String>,
}

impl Server {
    /// Starts `plot4 serve` on a free port with `args`.
    pub fn start(args: &[&str]) -> Server {
        Server::start_on(0, args.iter().map(|a| a.to_string()).collect())
    }

    fn start_on(port: u16, args: Vec<String>) -> Server {
        let mut command = plot4();
        command
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .args(&args);
        let mut process = Process::start("server", command);
        let line = process.expect("listening on http://127.0.0.1:");
        let port = line
            .trim_start_matches("listening on http://127.0.0.1:")
            .split(' ')
            .next()
            .and_then(|p| p.parse().ok())
            .expect("a port");
        Server {
            process,
            port,
            args,
        }
    }

    /// `HOST:PORT`, as `--server` takes it.
    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// Kills it with SIGKILL.
    pub fn kill(&mut self) {
        self.process.kill();
    }

    /// Starts it again on the same port with the same arguments.
    pub fn restart(&mut self) {
        *self = Server::start_on(self.port, self.args.clone());
    }
}

/// A `redis-server` of the test's own on a free port, keeping nothing on disk.
pub struct Redis {
    _process: Process,
    /// Its URL.
    pub url: String,
}

impl Redis {
    /// Starts one, or `None` where redis-server is not installed.
    pub fn start() -> Option<Redis> {
        let port = free_port();
        let mut command = Command::new("redis-server");
        command.args([
            "--port",
            &port.to_string(),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
        ]);
        command.stdin(Stdio::null());
        let mut process = match command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
        {
            Ok(child) => Process::wrap("redis", child),
            Err(_) => return None,
        };
        process.expect_containing("Ready to accept connections");
        Some(Redis {
            _process: process,
            url: format!("redis://127.0.0.1:{port}"),
        })
    }
}

impl Process {
    fn wrap(name: &str, mut child: Child) -> Process {
        let (sender, lines) = channel();
        let stdout = child.stdout.take().expect("piped");
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        Process {
            child,
            lines,
            input: None,
            seen: Vec::new(),
            name: name.to_string(),
        }
    }

    /// Waits for a line that contains `part`.
    pub fn expect_containing(&mut self, part: &str) -> String {
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(part) {
                        return line;
                    }
                }
                Err(_) => panic!("{}: no line with {part:?}; saw {:#?}", self.name, self.seen),
            }
        }
    }
}

/// A port nobody listens on just now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|address| address.port())
        .expect("a free port")
}

/// `plot4 online ARGS…` with piped input and output.
pub fn client(name: &str, args: &[&str]) -> Process {
    let mut command = plot4();
    command.arg("online").args(args);
    Process::start(name, command)
}

/// Creates a room on `server` from the terminal; returns the creator and the code.
pub fn create(server: &Server, extra: &[&str]) -> (Process, String) {
    let address = server.address();
    let mut args = vec!["create", "--server", address.as_str()];
    args.extend(extra);
    let mut host = client("host", &args);
    let line = host.expect("code: ");
    let code = line
        .split_whitespace()
        .nth(1)
        .expect("a code after code:")
        .to_string();
    (host, code)
}

/// A raw WebSocket to the server, to say what honest clients do not.
pub struct Raw {
    socket: tokio_tungstenite::tungstenite::WebSocket<
        tokio_tungstenite::tungstenite::stream::MaybeTlsStream<TcpStream>,
    >,
}

impl Raw {
    /// Connects to `/ws` on `port`.
    pub fn connect(port: u16) -> Raw {
        let (socket, _) =
            tokio_tungstenite::tungstenite::connect(format!("ws://127.0.0.1:{port}/ws"))
                .expect("the server takes a WebSocket");
        if let tokio_tungstenite::tungstenite::stream::MaybeTlsStream::Plain(stream) =
            socket.get_ref()
        {
            stream
                .set_read_timeout(Some(PATIENCE))
                .expect("a read timeout");
        }
        Raw { socket }
    }

    /// Connects and says hello.
    pub fn greeted(port: u16) -> Raw {
        let mut raw = Raw::connect(port);
        raw.send(r#"{"type":"hello","version":1}"#);
        assert!(matches!(raw.next(), ServerMessage::Hello { version: 1 }));
        raw
    }

    /// Sends a text frame.
    pub fn send(&mut self, text: &str) {
        self.socket
            .send(tokio_tungstenite::tungstenite::Message::Text(text.into()))
            .expect("sent");
    }

    /// Sends any frame; false if the connection is gone.
    pub fn send_frame(&mut self, message: tokio_tungstenite::tungstenite::Message) -> bool {
        self.socket.send(message).is_ok()
    }

    /// The next message from the server.
    pub fn next(&mut self) -> ServerMessage {
        loop {
            match self.socket.read().expect("a frame from the server") {
                tokio_tungstenite::tungstenite::Message::Text(text) => {
                    return read_server(text.as_str()).expect("a message of the protocol")
                }
                tokio_tungstenite::tungstenite::Message::Close(_) => panic!("closed"),
                _ => {}
            }
        }
    }

    /// Reads until a message that `wanted` accepts.
    pub fn until(&mut self, wanted: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = self.next();
            if wanted(&message) {
                return message;
            }
        }
    }

    /// True once the server has closed the connection (reading on until it does).
    pub fn closed(&mut self) -> bool {
        loop {
            match self.socket.read() {
                Ok(tokio_tungstenite::tungstenite::Message::Close(_)) | Err(_) => return true,
                Ok(_) => {}
            }
        }
    }
}

/// An HTTP request written by hand; returns the status line.
pub fn http(port: u16, request: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connected");
    stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
    stream.write_all(request.as_bytes()).expect("written");
    let mut line = String::new();
    BufReader::new(stream).read_line(&mut line).expect("read");
    line
}

/// The body of `GET path`.
pub fn http_body(port: u16, path: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connected");
    stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .expect("written");
    let mut text = String::new();
    std::io::Read::read_to_string(&mut stream, &mut text).expect("read");
    text
}
