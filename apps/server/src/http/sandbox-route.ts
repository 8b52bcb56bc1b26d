import type { FrameHandler } from '@nyiur/sandbox-http';
import type { FastifyInstance } from 'fastify';

export interface SandboxRouteOptions {
  /** Where the sandbox is mounted, with both slashes, e.g. "/sandbox/myinvois/". */
  mount: string;
  methods: ('GET' | 'POST' | 'PUT')[];
  /** The largest body the sandbox is handed, in bytes. */
  bodyLimit: number;
  handle: FrameHandler;
}

/**
 * Answers a local sandbox (iPay88's, MyInvois's, EasyParcel's) under `mount`, in the same frame
 * as its own node:http server: bodies as they came (JSON or form, as the real service reads
 * them), and a lost reply as a dropped connection.
 */
export async function mountSandbox(app: FastifyInstance, options: SandboxRouteOptions) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: options.bodyLimit },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.route({
      method: options.methods,
      url: `${options.mount}*`,
      handler: async (request, reply) => {
        const params = request.params as Record<string, string | undefined>;
        const answer = await options.handle({
          method: request.method,
          path: params['*'] ?? '',
          query: new URLSearchParams(request.url.split('?')[1] ?? ''),
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
        });
        if (answer === 'reset') {
          request.raw.socket.destroy();
          return reply.hijack();
        }
        return reply
          .code(answer.status)
          .headers(answer.headers ?? {})
          .type(answer.contentType)
          .send(typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body));
      },
    });
  });
}
