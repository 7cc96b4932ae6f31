import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES, BRAND_API_PATH, HEADING_FONTS } from '@schoolpage/content-contract';
import { brandPalette } from '@schoolpage/site-kit';
import { failure, ok, stubApi } from '../testing/api-stub';
import { BrandPicker } from './brand-picker';

const previewVar = (name: string) => screen.getByTestId('brand-preview').style.getPropertyValue(name);

describe('BrandPicker', () => {
  it('opens with the saved colour and typeface, previews a new colour at once and saves it', async () => {
    const api = stubApi()
      .on('GET', BRAND_API_PATH, ok({ info: { color: '#0f766e', headingFont: 'lora' } }))
      .on('POST', BRAND_API_PATH, ok({ message: API_MESSAGES.site.brandSaved }));
    render(<BrandPicker />);
    const code = await screen.findByLabelText<HTMLInputElement>('Colour code');
    expect(code.value).toBe('#0f766e');
    expect(screen.getByLabelText<HTMLSelectElement>('Heading typeface').value).toBe('lora');
    expect(screen.queryByText(/until you save one here/)).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, '#FFD400');
    expect(screen.getByLabelText<HTMLInputElement>('Brand colour').value).toBe('#ffd400');
    expect(previewVar('--sp-brand')).toBe('#ffd400');
    expect(previewVar('--sp-on-brand')).toBe(brandPalette('#ffd400')['--sp-on-brand']);
    await userEvent.selectOptions(screen.getByLabelText('Heading typeface'), 'montserrat');
    expect(previewVar('--sp-heading-font')).toBe(HEADING_FONTS.find((font) => font.id === 'montserrat')?.stack);

    await userEvent.click(screen.getByRole('button', { name: 'Save colour and typeface' }));
    await waitFor(() => expect(api.callsTo('POST', BRAND_API_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', BRAND_API_PATH)[0].json).toEqual({ color: '#ffd400', headingFont: 'montserrat' });
    expect(await screen.findByText(API_MESSAGES.site.brandSaved)).toBeTruthy();
  });

  it('takes a colour from the colour picker too', async () => {
    stubApi().on('GET', BRAND_API_PATH, ok({ info: null }));
    render(<BrandPicker />);
    const picker = await screen.findByLabelText<HTMLInputElement>('Brand colour');
    expect(screen.getByText("Your site shows its template's own colours until you save one here.")).toBeTruthy();
    fireEvent.change(picker, { target: { value: '#22c55e' } });
    expect(screen.getByLabelText<HTMLInputElement>('Colour code').value).toBe('#22c55e');
    expect(previewVar('--sp-brand')).toBe('#22c55e');
  });

  it('says what is wrong with a colour code and sends nothing', async () => {
    const api = stubApi().on('GET', BRAND_API_PATH, ok({ info: null })).on('POST', BRAND_API_PATH, failure(400, 'x'));
    render(<BrandPicker />);
    const code = await screen.findByLabelText('Colour code');
    await userEvent.clear(code);
    await userEvent.type(code, 'blueish');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save colour and typeface' }));
    expect((await screen.findAllByText(API_MESSAGES.site.brandColorInvalid)).length).toBeGreaterThan(1);
    expect(api.callsTo('POST', BRAND_API_PATH)).toHaveLength(0);
  });
});
