import {
  changeEmailOrPhone,
  changeLoginPassword,
  isLogin,
  login,
  logout,
  myLoginLogs,
  register,
  requestMyVcode,
  requestNewVcode,
  requestResetVcode,
  resetLoginPassword,
  signupVcode,
  updateUser,
  userInfo,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerUserEndpoint } from '../../lib/endpoint';
import { createAuthService } from './auth.service';
import { clientOf } from './client';
import { createContactService } from './contact.service';
import { accountDepsOf } from './deps';
import { createPasswordService } from './password.service';
import { createProfileService } from './profile.service';
import { createVcodeService } from './vcode.service';

/** The account calls of spec section 7, all under /v1/user/. */
export function accountRoutes(app: FastifyInstance): void {
  const deps = accountDepsOf(app);
  const vcodes = createVcodeService(deps);
  const auth = createAuthService(deps, vcodes);
  const passwords = createPasswordService(deps, vcodes);
  const contacts = createContactService(deps, vcodes);
  const profile = createProfileService(deps);

  // Registering and logging in
  registerEndpoint(app, signupVcode, ({ input, request }) =>
    contacts.signupCode(input, clientOf(request)),
  );
  registerEndpoint(app, register, ({ input, request }) => auth.register(input, clientOf(request)));
  registerEndpoint(app, login, ({ input, request }) => auth.login(input, clientOf(request)));
  registerEndpoint(app, isLogin, ({ user }) => ({ login: user !== null }));
  registerUserEndpoint(app, logout, ({ input, user }) => auth.logout(user, input.id));

  // Profile
  registerUserEndpoint(app, userInfo, ({ user }) => profile.info(user));
  registerUserEndpoint(app, updateUser, ({ input, user }) => profile.update(input, user));
  registerUserEndpoint(app, myLoginLogs, ({ input, user }) => profile.loginLogs(input, user));

  // Passwords
  registerEndpoint(app, requestResetVcode, ({ input, request }) =>
    passwords.requestCode(input, clientOf(request)),
  );
  registerEndpoint(app, resetLoginPassword, ({ input, request }) =>
    passwords.reset(input, clientOf(request)),
  );
  registerUserEndpoint(app, changeLoginPassword, ({ input, user, request }) =>
    passwords.change(input, user, clientOf(request)),
  );

  // Contacts
  registerUserEndpoint(app, requestNewVcode, ({ input, user, request }) =>
    contacts.newContactCode(input, user, clientOf(request)),
  );
  registerUserEndpoint(app, requestMyVcode, ({ input, user, request }) =>
    contacts.myCode(input, user, clientOf(request)),
  );
  registerUserEndpoint(app, changeEmailOrPhone, ({ input, user, request }) =>
    contacts.change(input, user, clientOf(request)),
  );
}
