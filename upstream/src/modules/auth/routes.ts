import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@contracts/auth';
import { emailField } from '@contracts/fields';
import { requireViewer } from '../../plugins/auth';
import { clientAddress } from '../../lib/client-address';
import { validate } from '../../lib/validate';
import {
  authMessages,
  forgotPassword,
  login,
  logout,
  logoutEverywhere,
  register,
  resetPassword,
  verifyEmail,
} from './service';

const linkToken = (message: string) => z.string().min(16, message).max(200, message);
const verifyParams = z.object({ email: emailField, token: linkToken(authMessages.badVerifyLink) });
const resetParams = z.object({ resetToken: linkToken(authMessages.badResetLink) });

export default async function authRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: app.formRateLimit } };

  app.post('/auth/register', limited, async (request, reply) => {
    reply.status(201);
    return register(app, validate(registerSchema, request.body));
  });

  app.post('/auth/login', limited, async (request) =>
    login(app, validate(loginSchema, request.body), clientAddress(request)),
  );

  app.put('/auth/verify-email/:email/:token', limited, async (request) => {
    const { email, token } = validate(verifyParams, request.params);
    return verifyEmail(app, email, token);
  });

  app.post('/auth/forgot-password', limited, async (request) => {
    const { email } = validate(forgotPasswordSchema, request.body);
    return forgotPassword(app, email);
  });

  app.put('/auth/reset-password/:resetToken', limited, async (request) => {
    const { resetToken } = validate(resetParams, request.params);
    const { newPassword } = validate(resetPasswordSchema, request.body);
    return resetPassword(app, resetToken, newPassword);
  });

  // A token already revoked may log out again (the website may retry); no valid token is a 401.
  app.post('/auth/logout', async (request) => {
    if (!request.bearer) await requireViewer()(request);
    return logout(app, request.viewer?.id, request.bearer!);
  });

  app.post('/auth/logout-all', { preHandler: requireViewer() }, async (request) =>
    logoutEverywhere(app, request.viewer!.id),
  );
}
