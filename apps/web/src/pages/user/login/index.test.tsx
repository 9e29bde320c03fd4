// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderInApp } from '../../../testing/render';
import LoginPage from './index';

const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

describe('the login form', () => {
  it("shows the contract's Chinese messages under empty fields and sends nothing", async () => {
    const server = fakeServer({});
    renderInApp(<LoginPage />);
    submit();
    expect(await screen.findByText('请输入手机号或邮箱')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('refuses an account that is neither a phone number nor an e-mail address', async () => {
    fakeServer({});
    renderInApp(<LoginPage />);
    fireEvent.change(screen.getByPlaceholderText('美国或中国大陆手机号，或邮箱'), {
      target: { value: '12345' },
    });
    submit();
    expect(await screen.findByText('请输入正确的手机号（美国或中国大陆）或邮箱')).toBeTruthy();
  });
});
