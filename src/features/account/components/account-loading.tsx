/** Before the stored user has been read: a neutral page, never a flash of 'Please Log In'. */
export function AccountLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Account</h1>
      <p role="status" className="mt-4 text-muted-foreground">
        Loading your account...
      </p>
    </div>
  );
}
