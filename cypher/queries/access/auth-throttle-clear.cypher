// A successful login forgets the failures counted against that email.
MATCH (l:LoginThrottle {id: $id})
DELETE l
