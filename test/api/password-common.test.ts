import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/auth.js';
import { expectValidationErrors } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();

describe('common passwords', () => {
  it.each(['password', '12345678', 'PassWord', 'QWERTYUIOP', 'iloveyou'])(
    'refuses %s at registration with 422 on password, creating nothing',
    async (password) => {
      const visitor = new Client(server);
      const { account, response } = await visitor.register({ password });
      expectValidationErrors(response, { password: COMMON_PASSWORD_MESSAGE });
      expect((await visitor.session()).json.data.user).toBeNull();
      expect((await new Client(server).login(account.email, password)).status).toBe(422);
    },
  );

  it('accepts a password that is not on the list', async () => {
    expect((await new Client(server).register({ password: 'olive press at dawn' })).response.status).toBe(201);
  });
});
