// An async boundary lets Module Federation agree on the shared React before any of it runs.
void import('./bootstrap');
