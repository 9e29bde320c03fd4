// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderInApp } from '../../../testing/render';
import RegisterPage from './index';

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('the register form', () => {
  it("holds a short or common password back with the contract's messages", async () => {
    const server = fakeServer({});
    renderInApp(<RegisterPage />);
    type('至少 8 位，不要用常见密码', 'abc');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('密码至少 8 位')).toBeTruthy();

    type('至少 8 位，不要用常见密码', 'password123');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('密码太常见，请换一个更难猜的密码')).toBeTruthy();
    expect(screen.getByText('请输入手机号或邮箱')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
