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
import { registerCall, registerUserCall } from '../../lib/register-call';
import { createAuthService } from './auth.service';
import { clientOf } from './client';
import { createContactService } from './contact.service';
import { accountDepsOf } from './deps';
import { createPasswordService } from './password.service';
import { createProfileService } from './profile.service';
import { createVcodeService } from './vcode.service';

/** The account calls of spec section 7, all under /v1/user/. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountDepsOf(app);
  const vcodes = createVcodeService(deps);
  const auth = createAuthService(deps, vcodes);
  const passwords = createPasswordService(deps, vcodes);
  const contacts = createContactService(deps, vcodes);
  const profile = createProfileService(deps);

  // Registering and logging in
  registerCall(app, signupVcode, ({ input, request }) =>
    contacts.signupCode(input, clientOf(request)),
  );
  registerCall(app, register, ({ input, request }) => auth.register(input, clientOf(request)));
  registerCall(app, login, ({ input, request }) => auth.login(input, clientOf(request)));
  registerCall(app, isLogin, ({ user }) => ({ login: user !== null }));
  registerUserCall(app, logout, ({ input, user }) => auth.logout(user, input.id));

  // Profile
  registerUserCall(app, userInfo, ({ user }) => profile.info(user));
  registerUserCall(app, updateUser, ({ input, user }) => profile.update(input, user));
  registerUserCall(app, myLoginLogs, ({ input, user }) => profile.loginLogs(input, user));

  // Passwords
  registerCall(app, requestResetVcode, ({ input, request }) =>
    passwords.requestCode(input, clientOf(request)),
  );
  registerCall(app, resetLoginPassword, ({ input, request }) =>
    passwords.reset(input, clientOf(request)),
  );
  registerUserCall(app, changeLoginPassword, ({ input, user, request }) =>
    passwords.change(input, user, clientOf(request)),
  );

  // Contacts
  registerUserCall(app, requestNewVcode, ({ input, user, request }) =>
    contacts.newContactCode(input, user, clientOf(request)),
  );
  registerUserCall(app, requestMyVcode, ({ input, user, request }) =>
    contacts.myCode(input, user, clientOf(request)),
  );
  registerUserCall(app, changeEmailOrPhone, ({ input, user, request }) =>
    contacts.change(input, user, clientOf(request)),
  );
}
