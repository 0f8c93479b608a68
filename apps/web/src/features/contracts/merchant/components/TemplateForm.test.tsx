import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContractTemplate } from '@app/shared/contracts';
import { field, fill, renderUi } from '../../../../test/render';
import { BODY_REQUIRED_MESSAGE, PDF_REQUIRED_MESSAGE } from '../lib/template-form';
import { TemplateForm } from './TemplateForm';

const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
const pdf = () => new File(['%PDF-1.4\n1 0 obj\n%%EOF\n'], 'terms.pdf', { type: 'application/pdf' });
const textBody = { blocks: [{ type: 'paragraph' as const, data: { text: 'The creator agrees to post twice.' } }] };

const template = (overrides: Partial<ContractTemplate>): ContractTemplate => ({
  id: '9a1f3c4e-6b7d-4e2f-8a90-1b2c3d4e5f60',
  company_id: companyId,
  title: 'Standard terms',
  type: 'TEXT',
  body: textBody,
  file: null,
  contracts_count: 0,
  in_use: false,
  is_demo: false,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

function setup(current?: ContractTemplate) {
  const onSubmit = vi.fn();
  const view = renderUi(
    <TemplateForm template={current} companyId={companyId} uploadImage={vi.fn()} onSubmit={onSubmit} />,
  );
  const save = () =>
    view.user.click(screen.getByRole('button', { name: current ? 'Save changes' : 'Create template' }));
  const sent = () => onSubmit.mock.calls[0][0] as FormData;
  return { ...view, onSubmit, save, sent };
}

describe('TemplateForm', () => {
  it('refuses a FILE template without a PDF', async () => {
    const { user, save, onSubmit } = setup();
    await fill(user, field('Title'), 'Standard terms');
    await save();
    await waitFor(() => expect(screen.getByText(PDF_REQUIRED_MESSAGE)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a FILE template as its PDF, with no body', async () => {
    const { user, save, onSubmit, sent } = setup();
    await fill(user, field('Title'), '  Standard terms ');
    await user.upload(screen.getByLabelText('Contract PDF file'), pdf());
    await waitFor(() => expect(screen.getByText('terms.pdf')).toBeTruthy());
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const form = sent();
    expect([...form.keys()]).toEqual(['company_id', 'title', 'type', 'file']);
    expect(form.get('title')).toBe('Standard terms');
    expect(form.get('type')).toBe('FILE');
    expect((form.get('file') as File).name).toBe('terms.pdf');
    expect(form.has('body')).toBe(false);
  });

  it('refuses a TEXT template without a text', async () => {
    const { user, save, onSubmit } = setup();
    await fill(user, field('Title'), 'Standard terms');
    await user.click(screen.getByRole('radio', { name: 'Written text' }));
    await save();
    await waitFor(() => expect(screen.getByText(BODY_REQUIRED_MESSAGE)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a TEXT template as its body (Editor.js JSON), with no file', async () => {
    const { save, onSubmit, sent } = setup(template({}));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const form = sent();
    expect([...form.keys()]).toEqual(['title', 'type', 'body']);
    expect(JSON.parse(form.get('body') as string)).toEqual(textBody);
    expect(form.has('file')).toBe(false);
  });

  it('keeps the stored PDF of a FILE template when no new one is chosen, and sends no body', async () => {
    const stored = template({
      type: 'FILE',
      body: null,
      file: { url: '/api/contract_templates/x/file', name: 'old.pdf', size: 2048 },
    });
    const { user, save, onSubmit, sent } = setup(stored);
    expect(screen.getByTestId('template-current-file').textContent).toContain('old.pdf');
    await fill(user, field('Title'), 'Renamed terms');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect([...sent().keys()]).toEqual(['title', 'type']);
    expect(sent().get('title')).toBe('Renamed terms');
  });

  it('turning a text template into a FILE one needs a PDF and drops the body', async () => {
    const { user, save, onSubmit, sent } = setup(template({}));
    await user.click(screen.getByRole('radio', { name: 'PDF file' }));
    await save();
    await waitFor(() => expect(screen.getByText(PDF_REQUIRED_MESSAGE)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Contract PDF file'), pdf());
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect([...sent().keys()]).toEqual(['title', 'type', 'file']);
  });
});
