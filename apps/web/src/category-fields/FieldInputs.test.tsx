// @vitest-environment happy-dom
import type { CategoryField } from '@huaren/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostForm } from '../components/post/form/PostForm';
import { emptyDraft } from '../lib/postDraft';
import { someFields } from '../testing/fixtures';
import { renderInApp } from '../testing/render';

const HOUSING = 4;
const fields: CategoryField[] = someFields.map((f, i) => ({
  ...f,
  id: i + 1,
  categoryId: HOUSING,
  sortOrder: i,
}));
fields[5] = { ...fields[5]!, required: true };

function showForm() {
  renderInApp(
    <PostForm
      postId={null}
      initial={{ ...emptyDraft, categoryId: HOUSING }}
      categories={[
        {
          id: HOUSING,
          name: '房屋租售',
          icon: 'housing',
          color: '#2f8f4e',
          recommended: true,
          hasPrice: false,
          sortOrder: 1,
        },
      ]}
      regions={[]}
      fields={fields}
    />,
  );
}

const field = (key: string) => screen.getByTestId(`post-field-${key}`);
const submit = () => fireEvent.click(screen.getByTestId('post-submit'));

describe('the category fields on the publish form', () => {
  it('shows every wrong field’s message under it at once, and hides each as it is changed', () => {
    showForm();
    fireEvent.change(within(field('bedrooms')).getByRole('textbox'), {
      target: { value: '两' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '工资最低' }), {
      target: { value: '30' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '工资最高' }), {
      target: { value: '20' },
    });
    submit();

    expect(within(field('bedrooms')).getByText('请填写整数')).toBeTruthy();
    expect(within(field('wage')).getByText('最低不能高于最高')).toBeTruthy();
    // Required: not given is not an answer.
    expect(within(field('credit_check')).getByText('请选择是或否')).toBeTruthy();
    expect(within(field('pets')).queryByText(/请/)).toBeNull();

    fireEvent.change(within(field('bedrooms')).getByRole('textbox'), { target: { value: '2' } });
    expect(within(field('bedrooms')).queryByText('请填写整数')).toBeNull();
    expect(within(field('wage')).getByText('最低不能高于最高')).toBeTruthy();
    expect(within(field('credit_check')).getByText('请选择是或否')).toBeTruthy();

    // The next submit words what is still wrong, each at its field.
    fireEvent.change(screen.getByRole('textbox', { name: '工资最高' }), {
      target: { value: '40' },
    });
    expect(within(field('wage')).queryByText(/最低/)).toBeNull();
    submit();
    expect(within(field('wage')).getByText('请选择时薪/月薪')).toBeTruthy();
    expect(within(field('credit_check')).getByText('请选择是或否')).toBeTruthy();
    expect(within(field('bedrooms')).queryByText(/请/)).toBeNull();
  });

  it('asks a yes/no with neither 是 nor 否 picked, and takes an answer back on a second tap', () => {
    showForm();
    const pets = within(field('pets'));
    const picked = () => pets.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'));
    expect(picked()).toEqual(['false', 'false']);
    fireEvent.click(pets.getByRole('radio', { name: '否' }));
    expect(picked()).toEqual(['false', 'true']);
    fireEvent.click(pets.getByRole('radio', { name: '否' }));
    expect(picked()).toEqual(['false', 'false']);
  });
});
