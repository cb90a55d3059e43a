import { Briefcase, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ContentJob } from '@/data/content-repository';
import { applicationSubject } from '../model/application-subject';
import { contactPathWithSubject } from '../model/contact-subject';
import * as words from 'virtual:lumina-messages/careersPage';

/** The open positions: title, department, location, type and remote badges, and 'Apply Now'. */
export function JobList({ jobs }: { jobs: readonly ContentJob[] }) {
  return (
    <ul className="grid gap-4">
      {jobs.map((job) => (
        <li
          key={job.id}
          className="flex flex-col gap-4 rounded-lg border p-6 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h3 className="text-lg font-semibold">{job.title}</h3>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Briefcase aria-hidden="true" className="size-4" />
                <span className="sr-only">{words.department} </span>
                {job.department}
              </span>
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                <span className="sr-only">{words.location} </span>
                {job.location}
              </span>
            </p>
            <p className="mt-2 flex flex-wrap gap-2">
              <Badge variant="secondary">{job.type}</Badge>
              {job.remote ? (
                <Badge variant="success">{words.remote}</Badge>
              ) : (
                <Badge variant="outline">{words.onSite}</Badge>
              )}
            </p>
            <p className="mt-3 max-w-2xl text-sm text-muted-foreground">{job.description}</p>
          </div>
          <Button asChild className="shrink-0">
            <Link to={contactPathWithSubject(applicationSubject(job.title))}>
              {words.applyNow} <span className="sr-only">{words.applyFor({ jobTitle: job.title })}</span>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
