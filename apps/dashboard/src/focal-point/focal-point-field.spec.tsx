import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FocalPointField } from './focal-point-field';

function renderInForm(props: Partial<Parameters<typeof FocalPointField>[0]> = {}) {
  const { container } = render(
    <form>
      <input type="file" name="sliderImage" aria-label="Slider image" />
      <FocalPointField name="focalPoint" label="Focal point of the slider image" pictureField="sliderImage" {...props} />
    </form>,
  );
  const sent = () => (container.querySelector('input[name="focalPoint"]') as HTMLInputElement).value;
  return { sent };
}

describe('FocalPointField', () => {
  it('sends nothing until a point is chosen, then the point moved by the arrow keys', async () => {
    const { sent } = renderInForm({ savedPicture: '/api/files/0123456789abcdef0123456789abcdef.jpg' });
    expect(sent()).toBe('');
    const marker = screen.getByRole('button', { name: /Focal point, 50% across and 50% down/ });
    marker.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(JSON.parse(sent())).toEqual({ x: 0.6, y: 0.45 });
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(JSON.parse(sent())).toEqual({ x: 0.6, y: 0.46 });
    expect(screen.getByRole('button', { name: /60% across and 46% down/ })).toBe(marker);
  });

  it('takes the point as two percentages, and Centre', async () => {
    const { sent } = renderInForm({ initial: '{"x":0.2,"y":0.3}' });
    expect(screen.getByText('Choose a picture to see it here.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Across (%)').value).toBe('20');
    fireEvent.change(screen.getByLabelText('Down (%)'), { target: { value: '75' } });
    expect(JSON.parse(sent())).toEqual({ x: 0.2, y: 0.75 });
    await userEvent.click(screen.getByRole('button', { name: 'Centre' }));
    expect(JSON.parse(sent())).toEqual({ x: 0.5, y: 0.5 });
  });

  it('tells the form of every change, as typing does, once the field holds the new point (the live preview reads it then)', async () => {
    const { sent } = renderInForm({ savedPicture: '/api/files/0123456789abcdef0123456789abcdef.jpg' });
    const heard: string[] = [];
    document.querySelector('form')?.addEventListener('input', () => heard.push(sent()));
    screen.getByRole('button', { name: /Focal point/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(screen.getByRole('button', { name: 'Centre' }));
    expect(heard.map((value) => JSON.parse(value))).toEqual([{ x: 0.45, y: 0.5 }, { x: 0.5, y: 0.5 }]);
  });

  it('takes the clicked spot of the picture', () => {
    const { sent } = renderInForm({ savedPicture: '/api/files/0123456789abcdef0123456789abcdef.jpg' });
    const picture = document.querySelector('img') as HTMLImageElement;
    picture.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
    fireEvent.click(picture, { clientX: 200, clientY: 200 });
    expect(JSON.parse(sent())).toEqual({ x: 0.25, y: 0.75 });
  });

  it('starts over when another picture is chosen', async () => {
    const { sent } = renderInForm({ initial: '{"x":0.2,"y":0.3}', savedPicture: '/api/files/0123456789abcdef0123456789abcdef.jpg' });
    await userEvent.upload(screen.getByLabelText('Slider image'), new File(['x'], 'new.png', { type: 'image/png' }));
    expect(sent()).toBe('');
  });
});
