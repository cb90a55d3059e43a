import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { getContentPage } from '@/data/content-repository';
import { renderWithShop } from '@/testing/render';
import { JobList } from './job-list';

test('each position shows its details and an Apply Now link with the subject filled in', () => {
  renderWithShop(<JobList jobs={getContentPage('careers').jobs} />);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(getContentPage('careers').jobs.length);
  for (const job of getContentPage('careers').jobs) {
    const card = screen.getByRole('heading', { name: job.title, level: 3 }).closest('li')!;
    expect(card).toHaveTextContent(job.department);
    expect(card).toHaveTextContent(job.location);
    expect(card).toHaveTextContent('Full-time');
    const apply = within(card).getByRole('link', { name: `Apply Now for ${job.title}` });
    const url = new URL(apply.getAttribute('href')!, 'https://shop.example');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('subject')).toBe(`Application: ${job.title}`);
    if (job.remote) expect(within(card).getByText('Remote', { exact: true })).toBeInTheDocument();
    else expect(within(card).queryByText('Remote', { exact: true })).not.toBeInTheDocument();
  }
  const marketing = screen.getByRole('heading', { name: 'Marketing Specialist' }).closest('li')!;
  expect(within(marketing).getByText('On-site')).toBeInTheDocument();
});
