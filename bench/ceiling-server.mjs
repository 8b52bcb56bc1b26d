// The ceiling of the API benchmark: a bare node:http server that answers every request with the
// same small JSON envelope, without routing, parsing, validation or a database. Nothing written
// in Node on this machine can answer faster; each API figure is shown as a share of it.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? '0');
const body = Buffer.from(
  JSON.stringify({ code: 200, message: 'Success', data: { id: 1, name: 'MCT Essentials' } }),
);

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `ceiling listening on ${typeof address === 'object' ? address.port : port}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
